/**
 * An icon of the home page's sprite (scripts/content/iconSprite.ts): a <use> of the symbol the
 * build wrote once, in the page's HTML, so the strip's script carries its name only.
 * Decorative. Here, not in components/common/icons.tsx, so that it travels in the strip's chunk
 * and not in the first view's.
 */
export function SpriteIcon({ id, size }: { id: string; size: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${id}`} />
    </svg>
  );
}
