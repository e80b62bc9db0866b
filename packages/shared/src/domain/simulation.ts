/** Answers in a section before its success rate is trusted enough to allow a simulation. */
export const SIMULATION_MIN_REPLIES = 20;

export type SimulationBlock = 'unanswered' | 'lowSuccess' | null;

/**
 * Why a ministry simulation may not start (SPEC §4): a running test still has unanswered
 * questions (finish or cancel it first), or the success rate is below the section's threshold
 * (or not yet measured over enough answers).
 */
export function simulationBlock(input: {
  replies: number;
  success: number;
  minSuccess: number;
  unansweredInRunningTests: number;
}): SimulationBlock {
  if (input.unansweredInRunningTests > 0) return 'unanswered';
  if (input.replies < SIMULATION_MIN_REPLIES || input.success < input.minSuccess)
    return 'lowSuccess';
  return null;
}

/** The exam is passed with at most `errorsAllowed` wrong or unanswered questions. */
export function simulationPassed(errors: number, errorsAllowed: number): boolean {
  return errors <= errorsAllowed;
}
