/**
 * Runs each stage once the one before has finished, each in a task of its own. A first load's
 * modules are evaluated when they are imported: one import of everything evaluates react-dom, the
 * kernel and the shell in one long task, where a tap waits. Staged, the same work comes in
 * shorter tasks with the main thread handed back between them.
 */
export async function startInStages(stages: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await nextTask();
    await stage();
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
