import { z } from 'zod';

/**
 * What the content model's parts share: schema.ts and each section kind's schema.ts
 * (src/sections/<kind>/) build their fields from it. The build's, like them: zod never ships.
 */

/** A text the owner writes: trimmed, never empty. */
export const text = z.string().trim().min(1, 'is empty');
