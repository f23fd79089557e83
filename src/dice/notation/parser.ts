import { DiceError } from '../errors.ts';
import type { Compare, DiceComparison, DiceModifiers, DiceNode, DieKind } from './ast.ts';
import { isCategorical } from './ast.ts';
import { tokenize, type Keyword, type Symbol, type Token } from './lexer.ts';

/**
 * Recursive-descent parser for dice notation (docs/notation.md):
 *
 *   expr    := term (('+' | '-') term)*
 *   term    := INT '*' unary | unary ('*' INT)?
 *   unary   := '-' unary | atom
 *   atom    := '(' expr ')' compare? | dice | INT | 'gg' '(' INT (',' 'minor' | ',' 'seeking')* ')' | 'ru' '(' INT ')'
 *   dice    := INT? 'd' (INT | '%' | 'F') (special | modifier*)
 *   special := 'hi' | 'lo' | 'cap' | 'megs' ('{' INT '}')? compare?
 *   modifier:= ('r' | 'ro') compare? | '!' compare? ('{' INT '}')? | ('kh'|'kl'|'k'|'dh'|'dl') INT | compare
 *
 * Every error names the position (0-based) of the offending token.
 */
// `length` bounds the nesting the recursive descent can meet, so deep parentheses are a
// DICE_LIMIT, never a stack overflow.
export const LIMITS = { dice: 1000, sides: 10_000, explodeDepth: 100, length: 1000 } as const;

const COMPARISONS = new Set<string>(['>=', '>', '<=', '<', '=']);

export function parseDice(text: string): DiceNode {
  if (text.trim() === '') throw new DiceError('DICE_SYNTAX', 'empty dice notation: try 2d6, d100 or 4d6kh3', 0);
  if (text.length > LIMITS.length) throw new DiceError('DICE_LIMIT', `dice notation longer than ${LIMITS.length} characters`, LIMITS.length);
  const p = new Parser(text, tokenize(text));
  const node = p.expr();
  p.expectEnd();
  return node;
}

/** A token's value, whatever its kind (undefined at the end). */
function tv(t: Token): string | number | undefined {
  return t.type === 'end' ? undefined : t.value;
}

class Parser {
  private i = 0;
  constructor(private readonly text: string, private readonly tokens: readonly Token[]) {}

  private get tok(): Token {
    return this.tokens[this.i]!;
  }

  private isSymbol(s: Symbol): boolean {
    return this.tok.type === 'symbol' && this.tok.value === s;
  }

  private isWord(w: Keyword): boolean {
    return this.tok.type === 'word' && this.tok.value === w;
  }

  private fail(expected: string, at: Token = this.tok): never {
    const found = at.type === 'end' ? 'the end' : `"${at.text}"`;
    throw new DiceError('DICE_SYNTAX', `expected ${expected} at ${at.pos}, found ${found}\n  ${this.text}\n  ${' '.repeat(at.pos)}^`, at.pos);
  }

  private int(what: string): number {
    const t = this.tok;
    if (t.type !== 'int') this.fail(what);
    this.i++;
    return t.value;
  }

  private symbol(s: Symbol): void {
    if (!this.isSymbol(s)) this.fail(`"${s}"`);
    this.i++;
  }

  expectEnd(): void {
    if (this.tok.type !== 'end') this.fail('+, - or the end of the notation');
  }

  expr(): DiceNode {
    let left = this.term();
    while (this.isSymbol('+') || this.isSymbol('-')) {
      const op = tv(this.tok) as '+' | '-';
      const pos = this.tok.pos;
      this.i++;
      const right = this.term();
      for (const side of [left, right]) {
        if (isCategorical(side)) throw new DiceError('DICE_SYNTAX', `a check result at ${side.pos} cannot be added to anything`, side.pos);
      }
      left = { kind: 'add', op, left, right, pos };
    }
    return left;
  }

  private term(): DiceNode {
    const start = this.tok;
    if (start.type === 'int' && this.tokens[this.i + 1]?.type === 'symbol' && tv(this.tokens[this.i + 1]!) === '*') {
      this.i += 2;
      return this.numeric({ kind: 'multiply', factor: start.value, operand: this.unary(), pos: start.pos });
    }
    const operand = this.unary();
    if (this.isSymbol('*')) {
      this.i++;
      return this.numeric({ kind: 'multiply', factor: this.int('a whole number to multiply by'), operand, pos: start.pos });
    }
    return operand;
  }

  private numeric(node: Extract<DiceNode, { kind: 'multiply' }>): DiceNode {
    if (isCategorical(node.operand)) throw new DiceError('DICE_SYNTAX', `a check result at ${node.operand.pos} cannot be multiplied`, node.operand.pos);
    return node;
  }

  private unary(): DiceNode {
    if (this.isSymbol('-')) {
      const pos = this.tok.pos;
      this.i++;
      const operand = this.unary();
      if (isCategorical(operand)) throw new DiceError('DICE_SYNTAX', `a check result at ${operand.pos} cannot be negated`, operand.pos);
      return { kind: 'negate', operand, pos };
    }
    return this.atom();
  }

  private atom(): DiceNode {
    const t = this.tok;
    if (this.isSymbol('(')) {
      this.i++;
      const operand = this.expr();
      this.symbol(')');
      const when = this.compare();
      if (!when) return operand;
      if (isCategorical(operand)) throw new DiceError('DICE_SYNTAX', `a check result at ${operand.pos} cannot be compared`, operand.pos);
      return { kind: 'test', operand, when, pos: t.pos };
    }
    if (this.isWord('gg')) return this.gg();
    if (this.isWord('ru')) {
      this.i++;
      this.symbol('(');
      const score = this.int('a score for ru(…)');
      this.symbol(')');
      return { kind: 'roll-under', score, categories: true, pos: t.pos };
    }
    if (t.type === 'int') {
      this.i++;
      if (this.isWord('d')) return this.dice(t.value, t.pos);
      return { kind: 'constant', value: t.value, pos: t.pos };
    }
    if (this.isWord('d')) return this.dice(1, t.pos);
    return this.fail('a number, dice (like 2d6), "(", gg(…) or ru(…)');
  }

  private gg(): DiceNode {
    const pos = this.tok.pos;
    this.i++;
    this.symbol('(');
    const target = this.int('a target number for gg(…)');
    let minor = false;
    let seeking = false;
    while (this.isSymbol(',')) {
      this.i++;
      if (this.isWord('minor')) minor = true;
      else if (this.isWord('seeking')) seeking = true;
      else this.fail('minor or seeking');
      this.i++;
    }
    this.symbol(')');
    return { kind: 'gg', target, minor, seeking, pos };
  }

  private dice(count: number, pos: number): DiceNode {
    this.i++; // 'd'
    const sidesTok = this.tok;
    let die: DieKind;
    if (this.isSymbol('%')) die = { kind: 'standard', sides: 100 };
    else if (this.isWord('f')) die = { kind: 'fudge' };
    else if (sidesTok.type === 'int') die = { kind: 'standard', sides: sidesTok.value };
    else return this.fail('the number of sides (d6), % or F');
    this.i++;
    if (count < 1) throw new DiceError('DICE_SYNTAX', `roll at least one die (at ${pos})`, pos);
    if (count > LIMITS.dice) throw new DiceError('DICE_LIMIT', `${count} dice at ${pos}: at most ${LIMITS.dice}`, pos);
    if (die.kind === 'standard' && (die.sides < 1 || die.sides > LIMITS.sides)) {
      throw new DiceError('DICE_LIMIT', `a d${die.sides} at ${sidesTok.pos}: dice have 1 to ${LIMITS.sides} sides`, sidesTok.pos);
    }
    const special = this.special(count, die, pos);
    if (special) return special;
    return { kind: 'dice', count, die, mods: this.modifiers(die, count), pos };
  }

  private special(count: number, die: DieKind, pos: number): DiceNode | null {
    const sides = die.kind === 'standard' ? die.sides : 0;
    const need = (ok: boolean, what: string) => {
      if (!ok) throw new DiceError('DICE_SYNTAX', `${what} at ${this.tok.pos}`, this.tok.pos);
    };
    if (this.isWord('hi') || this.isWord('lo')) {
      need(count === 2 && sides > 0, 'High/Low reads exactly two numbered dice (2d6hi, 2d6lo)');
      const reading = tv(this.tok) === 'hi' ? 'high' : 'low';
      this.i++;
      return { kind: 'high-low', sides, reading, pos };
    }
    if (this.isWord('cap')) {
      need(count === 3 && sides === 6, 'the Capital check is 3d6cap');
      this.i++;
      return { kind: 'capital', pos };
    }
    if (this.isWord('megs')) {
      need(count === 2 && sides === 10, 'the MEGS roll is 2d10megs');
      this.i++;
      let depth: number | null = null;
      if (this.isSymbol('{')) depth = this.depth();
      const when = this.compare();
      if (when && when.op !== '>=') this.fail('>= after 2d10megs (success is total ≥ difficulty)');
      return { kind: 'megs', target: when ? when.target : null, depth, pos };
    }
    if (count === 1 && sides === 100 && this.isSymbol('<=')) {
      const when = this.compare()!;
      return { kind: 'roll-under', score: when.target, categories: false, pos };
    }
    return null;
  }

  private modifiers(die: DieKind, dice: number): DiceModifiers {
    let mods: { -readonly [K in keyof DiceModifiers]: DiceModifiers[K] } = {};
    const once = (key: keyof DiceModifiers) => {
      if (mods[key]) this.fail(`at most one ${key} modifier`);
    };
    for (;;) {
      const t = this.tok;
      if (this.isWord('r') || this.isWord('ro')) {
        once('reroll');
        this.i++;
        const when = this.compare() ?? { op: '=', target: die.kind === 'fudge' ? -1 : 1 };
        mods = { ...mods, reroll: { mode: tv(t) === 'ro' ? 'once' : 'until', when, pos: t.pos } };
      } else if (this.isSymbol('!')) {
        once('explode');
        this.i++;
        const when = this.compare();
        const depth = this.isSymbol('{') ? this.depth() : null;
        mods = { ...mods, explode: { when, depth, pos: t.pos } };
      } else if (['kh', 'kl', 'k', 'dh', 'dl'].some((w) => this.isWord(w as Keyword))) {
        once('keep');
        this.i++;
        const n = this.int(`how many dice to ${t.text.startsWith('d') ? 'drop' : 'keep'}`);
        const written = (tv(t) === 'k' ? 'kh' : tv(t)) as 'kh' | 'kl' | 'dh' | 'dl';
        const which = written === 'kh' || written === 'dl' ? 'highest' : 'lowest';
        const kept = written.startsWith('d') ? Math.max(0, dice - n) : Math.min(n, dice);
        mods = { ...mods, keep: { which, count: kept, written, pos: t.pos } };
      } else if (t.type === 'symbol' && COMPARISONS.has(t.value)) {
        once('count');
        const when = this.compare()!;
        mods = { ...mods, count: { ...when, pos: t.pos } };
      } else {
        return mods;
      }
    }
  }

  private depth(): number {
    this.symbol('{');
    const at = this.tok;
    const n = this.int('an explosion depth');
    if (n > LIMITS.explodeDepth) throw new DiceError('DICE_LIMIT', `depth ${n} at ${at.pos}: at most ${LIMITS.explodeDepth}`, at.pos);
    this.symbol('}');
    return n;
  }

  private compare(): Compare | null {
    const t = this.tok;
    if (t.type !== 'symbol' || !COMPARISONS.has(t.value)) return null;
    this.i++;
    let sign = 1;
    if (this.isSymbol('-')) {
      sign = -1;
      this.i++;
    }
    return { op: t.value as DiceComparison, target: sign * this.int(`a number after ${t.value}`) };
  }
}
