// The environment a long-lived doctest process started with, put back after each run it hosts: a sample's config
// or a command may set variables, and the next run must start as its own process would.

/** Returns a function that gives process.env back the variables and values it has now. */
export function envRestorer() {
  const initial = { ...process.env };
  return () => {
    for (const key of Object.keys(process.env)) if (!(key in initial)) delete process.env[key];
    Object.assign(process.env, initial);
  };
}
