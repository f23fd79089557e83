/**
 * Roll labels and prompt messages made from figures' names, kept rather than made per roll.
 * Every attack of every simulated fight names its roll ("Aldo's attack") and every hit asks a
 * question ("Aldo hits Brick: Dodge or Block?"), and a string made afresh is new garbage each
 * time, while the same few names recur all fight long. The texts are exactly those made afresh:
 * play, prompts and logs read the same strings.
 */

/** Texts by one name (and a small variant number), bounded like the system's other caches. */
export class NameTexts {
  private readonly byName = new Map<string, string[]>();

  constructor(private readonly make: (name: string, variant: number) => string) {}

  get(name: string, variant = 0): string {
    let texts = this.byName.get(name);
    if (texts === undefined) {
      if (this.byName.size >= 10_000) this.byName.clear();
      texts = [];
      this.byName.set(name, texts);
    }
    return (texts[variant] ??= this.make(name, variant));
  }
}

/** Texts by two names (who does it to whom) and a variant number. */
export class PairTexts {
  private readonly byFirst = new Map<string, Map<string, string[]>>();
  private size = 0;

  constructor(private readonly make: (a: string, b: string, variant: number) => string) {}

  get(a: string, b: string, variant = 0): string {
    let bySecond = this.byFirst.get(a);
    if (bySecond === undefined) {
      bySecond = new Map();
      this.byFirst.set(a, bySecond);
    }
    let texts = bySecond.get(b);
    if (texts === undefined) {
      if (++this.size > 10_000) {
        this.byFirst.clear();
        this.size = 0;
        return this.get(a, b, variant);
      }
      texts = [];
      bySecond.set(b, texts);
    }
    return (texts[variant] ??= this.make(a, b, variant));
  }
}
