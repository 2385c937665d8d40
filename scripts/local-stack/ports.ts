/** Ports of the local stack; each can be moved with its environment variable. */
export interface StackPorts {
  /** Dev server (npm start). */
  web: number;
  /** Static server over dist/ (npm run preview). */
  preview: number;
  auth: number;
  firestore: number;
  inbox: number;
}

export const STACK_HOST = '127.0.0.1';
export const LOCAL_PROJECT_ID = 'demo-portfolio';

export const DEFAULT_PORTS: StackPorts = {
  web: 3000,
  preview: 4173,
  auth: 9099,
  firestore: 8080,
  inbox: 8787,
};

function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0 || parsed > 65535) {
    throw new Error(`"${value}" is not a TCP port.`);
  }
  return parsed;
}

/** Same variables as src/config.ts reads at build time, plus PORT and PREVIEW_PORT. */
export function resolvePorts(env: Record<string, string | undefined>): StackPorts {
  return {
    web: portFrom(env.PORT, DEFAULT_PORTS.web),
    preview: portFrom(env.PREVIEW_PORT, DEFAULT_PORTS.preview),
    auth: portFrom(env.AUTH_EMULATOR_PORT, DEFAULT_PORTS.auth),
    firestore: portFrom(env.FIRESTORE_EMULATOR_PORT, DEFAULT_PORTS.firestore),
    inbox: portFrom(env.INBOX_PORT, DEFAULT_PORTS.inbox),
  };
}
