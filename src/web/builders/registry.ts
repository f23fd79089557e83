import type { BuilderKit } from './kit.ts';

// Each system's builder is its own chunk: its catalogs and rules load only on the builder page.
const LOADERS: Readonly<Record<string, () => Promise<BuilderKit>>> = {
  'glorious-gladiators': () => import('./glorious-gladiators/kit.ts').then((m) => m.ggKit as unknown as BuilderKit),
  'd100-trick-stunt': () => import('./d100-trick-stunt/kit.ts').then((m) => m.d100Kit as unknown as BuilderKit),
  'high-low-heroes': () => import('./high-low-heroes/kit.ts').then((m) => m.hlhKit as unknown as BuilderKit),
};

export function hasBuilder(system: string): boolean {
  return Object.hasOwn(LOADERS, system);
}

export function loadKit(system: string): Promise<BuilderKit> | null {
  return Object.hasOwn(LOADERS, system) ? LOADERS[system]!() : null;
}
