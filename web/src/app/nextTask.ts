// What is left of the current work continues in a task of its own, after the browser has had the
// chance to handle input and paint: `scheduler.yield()` where the browser has it (its continuation
// goes before other queued tasks), otherwise a message to itself (a 0 ms timeout may wait 4 ms
// or more).

interface Scheduler {
  yield(): Promise<void>;
}

/** Resolves in a new task. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
