import { DiceError } from '../errors.ts';

/**
 * Splits notation into tokens. Letters are read as the longest keyword that matches, so
 * `4d6dl1` is d, 6, dl, 1 and `4dFkh2` is d, F, kh, 2 even without spaces. Case does not
 * matter (`2D6`, `4DF`). The typographic minus and ≥ ≤ are read as - >= <=.
 */
export type Keyword =
  | 'megs' | 'seeking' | 'minor' | 'cap' | 'kh' | 'kl' | 'dh' | 'dl' | 'ro' | 'hi' | 'lo' | 'gg' | 'ru'
  | 'k' | 'd' | 'r' | 'f';

export type Symbol = '+' | '-' | '*' | '(' | ')' | ',' | '!' | '%' | '{' | '}' | '>=' | '>' | '<=' | '<' | '=';

export type Token =
  | { readonly type: 'int'; readonly value: number; readonly pos: number; readonly text: string }
  | { readonly type: 'word'; readonly value: Keyword; readonly pos: number; readonly text: string }
  | { readonly type: 'symbol'; readonly value: Symbol; readonly pos: number; readonly text: string }
  | { readonly type: 'end'; readonly pos: number; readonly text: '' };

// Longest first, so 'dl' wins over 'd' and 'ro' over 'r'.
const KEYWORDS: readonly Keyword[] = ['seeking', 'minor', 'megs', 'cap', 'kh', 'kl', 'dh', 'dl', 'ro', 'hi', 'lo', 'gg', 'ru', 'k', 'd', 'r', 'f'];

const SYMBOLS: ReadonlyArray<readonly [string, Symbol]> = [
  ['>=', '>='], ['<=', '<='], ['≥', '>='], ['≤', '<='], ['>', '>'], ['<', '<'], ['=', '='],
  ['+', '+'], ['-', '-'], ['\u2212', '-'], ['*', '*'], ['×', '*'], ['(', '('], [')', ')'], [',', ','],
  ['!', '!'], ['%', '%'], ['{', '{'], ['}', '}'],
];

/** Larger numbers are never meaningful in notation and would lose precision as doubles. */
export const MAX_NUMBER = 1_000_000;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(ch)) {
      let j = i;
      while (j < text.length && /[0-9]/.test(text[j]!)) j++;
      if (text[j] === '.' && /[0-9]/.test(text[j + 1] ?? '')) {
        throw new DiceError('DICE_SYNTAX', `expected a whole number at ${i}: dice notation has no fractions ("${text.slice(i, j + 2)}…")`, j);
      }
      const digits = text.slice(i, j);
      const value = Number(digits);
      if (value > MAX_NUMBER) throw new DiceError('DICE_LIMIT', `the number ${digits} at ${i} is larger than ${MAX_NUMBER}`, i);
      tokens.push({ type: 'int', value, pos: i, text: digits });
      i = j;
      continue;
    }
    if (/[a-z]/i.test(ch)) {
      const rest = text.slice(i).toLowerCase();
      const kw = KEYWORDS.find((k) => rest.startsWith(k));
      if (!kw) {
        const word = /^[a-z]+/i.exec(text.slice(i))![0];
        throw new DiceError('DICE_SYNTAX', `unknown word "${word}" at ${i}: expected d, a modifier (kh kl k dh dl d r ro !), hi, lo, cap, megs, gg(…) or ru(…)`, i);
      }
      tokens.push({ type: 'word', value: kw, pos: i, text: text.slice(i, i + kw.length) });
      i += kw.length;
      continue;
    }
    const sym = SYMBOLS.find(([s]) => text.startsWith(s, i));
    if (!sym) throw new DiceError('DICE_SYNTAX', `unexpected character "${ch}" at ${i}`, i);
    tokens.push({ type: 'symbol', value: sym[1], pos: i, text: sym[0] });
    i += sym[0].length;
  }
  tokens.push({ type: 'end', pos: text.length, text: '' });
  return tokens;
}
