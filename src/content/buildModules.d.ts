/** What the build's content step writes for the page (webpack aliases; stand-ins under Jest). */
declare module '@build/content-images' {
  // An ambient module cannot `import type` from a relative path; an import() type can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const manifest: import('./responsiveImages').ImageManifest;
  export default manifest;
}

declare module '@build/tech-icons' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const ids: import('./types').SpriteIds;
  export default ids;
}

declare module '@build/owner' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const settings: import('./types').OwnerContent;
  export default settings;
}
