// Integration tests call the Functions emulator, whose first call to a function starts a worker
// (seconds on 2 cores). Jest reads `testTimeout` only from the global config, not from a project's,
// so the integration project sets its limit here.
jest.setTimeout(30_000);
