// Emulator start-up and real network round trips take longer than unit tests.
jest.setTimeout(30_000);
