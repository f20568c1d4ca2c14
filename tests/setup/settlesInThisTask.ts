/** Whether `promise` settles before a task queued after it runs (a module import that answers a task later does not). */
export async function settlesInThisTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}
