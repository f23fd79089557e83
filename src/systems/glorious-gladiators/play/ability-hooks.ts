import { choose } from '../../../dice/index.ts';
import { kernelEvent, type EventDraft, type Hex, type Json } from '../../../kernel/index.ts';
import { anyoneWith, conditionOn, imposeDraft, imposedOf, removeDraft } from './conditions.ts';
import { possess, possessionFails, refuses } from './control.ts';
import { targetsElsewhere, tookHold } from './grab.ts';
import { effectiveLevel, isMajor, profile, statusOf, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { put, type P } from './put.ts';

// The points where abilities' own rules step into an attack (attack.ts calls these): before it is
// made, when a condition goes on, after its result, and when it is over. Each step reads the
// ability's special handlers, never its name.

/**
 * Before an attack: a grabber targeting someone or something else (`aimed`: a figure, null for a hex)
 * lets go (GG-ABL-36, GG-PLAY-270); a possessed body may
 * refuse to attack its own side (GG-ABL-51); a disguised attacker gives itself away (GG-ABL-06); a
 * Charmer attacking a charmed one's ally gives it cause for doubt (GG-ABL-08).
 */
export function* beforeAttack(s: S, attacker: string, target: string, aimed: string | null = target): P<{ s: S; go: boolean }> {
  let cur = yield* targetsElsewhere(s, attacker, aimed);
  const refusal = yield* refuses(cur, attacker, target);
  cur = refusal.s;
  if (refusal.refused) return { s: cur, go: false };
  if (conditionOn(cur, attacker, 'disguised')) cur = yield* put(cur, removeDraft(attacker, 'disguised', ['GG-ABL-06']));
  const side = cur.figures[target]?.side;
  for (const id of cur.figureOrder) {
    const c = conditionOn(cur, id, 'charmed');
    const im = imposedOf(c);
    if (!c || im?.from !== attacker || im.doubt || cur.figures[id]!.side !== side) continue;
    cur = yield* put(cur, kernelEvent('table.condition.added', { figure: id, condition: { ...c, data: { ...(c.data as Record<string, Json>), doubt: true } } }, { ruleIds: ['GG-ABL-08'] }));
  }
  return { s: cur, go: true };
}

/** After an attack: remember it for Telepathy (GG-ABL-66); an Area Fear with range over 1 points at the Area's centre (GG-ABL-27). */
export function* afterAttack(s: S, attacker: string, ability: AbilityProfile, target: string, point: Hex | null): P {
  let cur = s;
  // Only Telepathy reads the last attack: it is remembered while someone is linked, forgotten otherwise.
  const links = anyoneWith(cur, 'telepathic-link');
  if (links) cur = yield* put(cur, { type: 'gg.attacked', data: { figure: attacker, target, ability: ability.key }, ruleIds: ['GG-ABL-66'] });
  else if (cur.sys.lastAttack) cur = yield* put(cur, { type: 'gg.attacked', data: { forget: true }, ruleIds: ['GG-ABL-66'] });
  if (point && ability.specials.includes('fear') && (ability.range?.max ?? 0) > 1) {
    for (const id of cur.figureOrder) {
      const c = conditionOn(cur, id, 'afraid');
      const im = imposedOf(c);
      if (!c || im?.from !== attacker || im.ability !== ability.key || im.origin) continue;
      cur = yield* put(cur, kernelEvent('table.condition.added', { figure: id, condition: { ...c, data: { ...(c.data as Record<string, Json>), origin: { q: point.q, r: point.r } } } }, { ruleIds: ['GG-ABL-27'] }));
    }
  }
  return cur;
}

/** What a condition from this ability remembers besides its source (a Partial Trap). */
function extraFor(ability: AbilityProfile, condition: string): Record<string, Json> {
  if (condition === 'trapped' && ability.options['partial'] === true) return { partial: true };
  return {};
}

/** The draft putting a result's condition on its target, with its duration (conditions.ts). */
export function conditionDraft(s: S, attacker: string, ability: AbilityProfile, target: string, condition: string): EventDraft {
  const level = effectiveLevel(s, attacker, ability.key, ability.level);
  return imposeDraft(attacker, { ...ability, level }, target, condition, extraFor(ability, condition));
}

/** After a result's records are applied: what special handlers add (GG-ABL-36, GG-ABL-51, GG-ABL-05, GG-ABL-11). */
export function* afterResult(s: S, attacker: string, ability: AbilityProfile, target: string, boosts: number): P {
  let cur = s;
  if (!cur.figures[attacker] || !cur.figures[target]) return cur;
  if (ability.specials.includes('grab') && conditionOn(cur, target, 'grabbed')) cur = yield* tookHold(cur, attacker, ability, target);
  if (ability.specials.includes('possession') && conditionOn(cur, target, 'possessed')) cur = yield* possess(cur, attacker, ability, target);
  if (ability.resultHandler === 'body-moulding') cur = yield* bodyMoulding(cur, attacker, ability, target, boosts);
  if (ability.resultHandler === 'copy-power') cur = yield* copyPower(cur, attacker, ability, target);
  return cur;
}

/** When an attack fails to affect its target: a failed Possession stuns its user and makes the target immune (GG-ABL-51). */
export function* noEffect(s: S, attacker: string, ability: AbilityProfile, target: string): P {
  return ability.specials.includes('possession') && s.figures[attacker] ? yield* possessionFails(s, attacker, ability, target) : s;
}

/**
 * Body Moulding (GG-ABL-05): any success reshapes looks (the players describe it); by 2+ Boosts the
 * user may instead put the target Out of Action. Ruling (catalog): 2+ / 4+ are the roll's margin.
 */
function* bodyMoulding(s: S, attacker: string, ability: AbilityProfile, target: string, boosts: number): P {
  const options = [{ value: 'looks', label: 'Change its looks' }];
  if (boosts >= 2) options.unshift({ value: 'out', label: 'Put it Out of Action' });
  const pick = options.length === 1 ? 'looks' : yield* choose<EventDraft>({
    to: attacker, kind: 'body-moulding', message: `${ability.name}: success by ${boosts * 2}+. What does it do?`, ruleIds: ['GG-ABL-05'], options,
  });
  let cur = yield* put(s, { type: 'gg.moulded', data: { figure: attacker, target, boosts, effect: pick }, ruleIds: ['GG-ABL-05'] });
  if (pick === 'out' && !statusOf(cur, target).out) {
    cur = yield* put(cur, {
      type: 'gg.hit', ruleIds: ['GG-ABL-05', 'GG-DMG-01'],
      data: {
        figure: attacker, target, ability: ability.key, hits: statusOf(cur, target).hits, boosts, hitsLeft: 0, out: true, lethal: false,
        outright: target,
      },
    });
    cur = yield* put(cur, kernelEvent('table.condition.added', { figure: target, condition: { id: 'prone', ruleId: 'GG-DMG-01' } }));
  }
  return cur;
}

/** Abilities Copy Power can take: not Standard, Technological, Item or Focus (GG-ABL-11). */
export function copyable(s: S, target: string): AbilityProfile[] {
  return profile(s, target).abilities.filter((a) => a.source !== 'standard' && a.source !== 'technological'
    && !a.modifiers.includes('item') && !a.focus && !a.requires);
}

/** Copy Power (GG-ABL-11): the user picks abilities of the target to copy, each at the lower of the two Levels. */
function* copyPower(s: S, attacker: string, ability: AbilityProfile, target: string): P {
  let cur = s;
  const level = effectiveLevel(cur, attacker, ability.key, ability.level);
  const count = 1 + Number(ability.options['extra-abilities'] ?? 0);
  const copied = [...statusOf(cur, attacker).copied];
  for (let i = 0; i < count; i++) {
    const left = copyable(cur, target).filter((x) => !copied.some((c) => c.from === target && c.key === x.key));
    if (left.length === 0) break;
    const key = left.length === 1 ? left[0]!.key : String(yield* choose<EventDraft>({
      to: attacker, kind: 'copy-power', message: `${ability.name}: copy which of ${cur.figures[target]!.name}'s abilities?`, ruleIds: ['GG-ABL-11'],
      options: left.map((x) => ({ value: x.key, label: `${x.name} (${x.level})` })),
    }));
    const original = left.find((x) => x.key === key) ?? left[0]!;
    copied.push({ from: target, key: original.key, level: Math.min(level, effectiveLevel(cur, target, original.key, original.level)) });
  }
  cur = yield* put(cur, { type: 'gg.copied', data: { figure: attacker, from: target, copied, lasting: ability.duration !== 'instant' }, ruleIds: ['GG-ABL-11'] });
  return cur;
}

/** The copies a figure holds, as attack profiles keyed `copy:<figure>:<key>` (GG-ABL-11). */
export function copiedAbilities(s: S, id: string): AbilityProfile[] {
  const st = statusOf(s, id);
  return (st.copied ?? []).flatMap((c) => {
    const a = s.figures[c.from] ? profile(s, c.from).abilities.find((x) => x.key === c.key) : undefined;
    return a ? [{ ...a, key: `copy:${c.from}:${c.key}`, name: `${a.name} (copied)`, level: c.level }] : [];
  });
}

/**
 * Permanent Transform (GG-ABL-68): still in effect on a minor character when its Persistent user's
 * turn starts, the change is for good: the minor is out of play.
 */
export function* permanentTransforms(s: S, user: string): P {
  let cur = s;
  for (const id of cur.figureOrder) {
    const im = imposedOf(conditionOn(cur, id, 'transformed'));
    if (!im || im.from !== user || id === user || isMajor(cur, id)) continue;
    const source = profile(cur, user).abilities.find((a) => a.key === im.ability);
    if (source?.options['permanent'] !== true || !im.persistent) continue;
    cur = yield* put(cur, { type: 'gg.out-of-play', data: { figure: id, reason: 'permanently transformed' }, ruleIds: ['GG-ABL-68'] });
  }
  return cur;
}

/** At a Copy Power user's turn, Instant copies are gone (GG-ABL-11 ruling: they last while the Copy Power does). */
export function* dropCopies(s: S, user: string): P {
  const st = statusOf(s, user);
  if ((st.copied ?? []).length === 0) return s;
  const keeps = profile(s, user).abilities.some((a) => a.resultHandler === 'copy-power' && a.duration !== 'instant');
  return keeps ? s : yield* put(s, { type: 'gg.copied', data: { figure: user, copied: [], lasting: false }, ruleIds: ['GG-ABL-11'] });
}
