/**
 * The environment's name, a leaf (imports nothing) that config.ts and the subsystems' own readers
 * (config/*.ts) use. "local" is never a default: it is RIDES_ENV when set, else `local` only inside
 * the Firebase Functions emulator (which sets FUNCTIONS_EMULATOR=true), else `production`, whose rules
 * then apply (secrets required, no payment sandbox, real SMS providers).
 */
export function environmentOf(env: NodeJS.ProcessEnv): string {
  const explicit = env.RIDES_ENV?.trim();
  if (explicit) return explicit;
  return env.FUNCTIONS_EMULATOR === 'true' ? 'local' : 'production';
}
