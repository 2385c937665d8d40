/** The image manifest the build writes (webpack alias; a stand-in under Jest). */
declare module '@build/content-images' {
  // An ambient module cannot `import type` from a relative path; an import() type can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const manifest: import('./responsiveImages').ImageManifest;
  export default manifest;
}
