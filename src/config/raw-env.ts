// The only module that reads import.meta.env (jest maps it to src/testing/raw-env.ts).
export const rawEnv: Record<string, string | boolean | undefined> = import.meta.env;
