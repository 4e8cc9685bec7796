// Emulator round trips (and Auth sign-ins) take longer than jest's 5 s default on a busy machine.
jest.setTimeout(30_000);
