import type { StepResult } from '../step.ts';

/**
 * The result of a command a test runs as a step it relies on: a refusal throws with its code,
 * message and rule ID, so a refused set-up step fails its test instead of letting it pass testing
 * nothing. Each system's test `run` helper ends with it; their `tryRun` returns the result either way.
 */
export function accepted(r: StepResult, type: string, args: unknown): StepResult {
  if (!r.ok) {
    const { code, message, ruleId } = r.rejection;
    throw new Error(`run ${type} ${JSON.stringify(args)} rejected: ${code} ${message}${ruleId ? ` (${ruleId})` : ''}`);
  }
  return r;
}
