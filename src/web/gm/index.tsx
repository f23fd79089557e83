import type { ComponentType } from 'react';
import type { TableView } from '../connection.ts';
import { GgGmTools } from './glorious-gladiators.tsx';

/** A system's own GM commands, each a small form; `run` sends one and shows the table's refusal in words. */
export interface SystemGmProps {
  readonly view: TableView;
  readonly run: (type: string, args?: unknown) => Promise<boolean>;
}

// The GM tools every system shares are in components/gm-tools.tsx; these are the commands only one
// system has (GG's grab the GM puts on, GG-PLAY-219), beside them under the same fold.
const TOOLS: Readonly<Record<string, ComponentType<SystemGmProps>>> = {
  'glorious-gladiators': GgGmTools,
};

/** The GM forms of this table's system, or nothing for a system without any. */
export function SystemGmTools({ system, ...props }: SystemGmProps & { system: string }) {
  const Tools = Object.hasOwn(TOOLS, system) ? TOOLS[system] : undefined;
  return Tools ? <Tools {...props} /> : null;
}
