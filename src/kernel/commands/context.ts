import type { StepEnv } from '../step.ts';
import type { AnySystem, RuleContext } from '../system.ts';
import type { Command } from '../types.ts';

/** Kernel commands see a little more than system rules: the system itself and the step's env. */
export interface KernelContext extends RuleContext {
  readonly system: AnySystem;
  readonly env: StepEnv;
  readonly command: Command;
}
