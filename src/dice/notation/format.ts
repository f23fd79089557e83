import type { Compare, DiceNode } from './ast.ts';

/**
 * The canonical text of parsed notation: lower case, no spaces, drop modifiers as written.
 * Two spellings of the same roll (`2D6 + 1`, `2d6+1`) share one canonical form, which is the
 * key exact distributions are memoized under.
 */
export function formatDice(node: DiceNode): string {
  switch (node.kind) {
    case 'constant': return String(node.value);
    case 'add': return `${formatDice(node.left)}${node.op}${formatDice(node.right)}`;
    case 'multiply': return `${node.factor}*${wrap(node.operand)}`;
    case 'negate': return `-${wrap(node.operand)}`;
    case 'test': return `(${formatDice(node.operand)})${cmp(node.when)}`;
    case 'high-low': return `2d${node.sides}${node.reading === 'high' ? 'hi' : 'lo'}`;
    case 'capital': return '3d6cap';
    case 'megs': return `2d10megs${node.depth !== null ? `{${node.depth}}` : ''}${node.target !== null ? `>=${node.target}` : ''}`;
    case 'gg': return `gg(${node.target}${node.minor ? ',minor' : ''}${node.seeking ? ',seeking' : ''})`;
    case 'roll-under': return node.categories ? `ru(${node.score})` : `d100<=${node.score}`;
    case 'dice': {
      const { count, die, mods } = node;
      let text = `${count}d${die.kind === 'fudge' ? 'F' : die.sides}`;
      if (mods.reroll) text += `${mods.reroll.mode === 'once' ? 'ro' : 'r'}${cmp(mods.reroll.when)}`;
      if (mods.explode) text += `!${mods.explode.when ? cmp(mods.explode.when) : ''}${mods.explode.depth !== null ? `{${mods.explode.depth}}` : ''}`;
      if (mods.keep) {
        const { written, count: kept } = mods.keep;
        text += `${written}${written.startsWith('d') ? count - kept : kept}`;
      }
      if (mods.count) text += cmp(mods.count);
      return text;
    }
  }
}

function wrap(node: DiceNode): string {
  return node.kind === 'add' ? `(${formatDice(node)})` : formatDice(node);
}

function cmp(c: Compare): string {
  return `${c.op}${c.target}`;
}
