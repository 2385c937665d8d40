/**
 * The first line of each YAML file of the owner's folder: the YAML language server (VS Code's YAML
 * extension and others) reads it and checks the file against the schema as the owner types.
 * Paths are from the file to schemas/ at the project's root. Here, not in scripts/content/, as
 * the upgrade's legacy bootstrap brings scripts/upgrade/ alone into a copy of an older release.
 */
export const SITE_MODELINE = '# yaml-language-server: $schema=../schemas/site.schema.json';
export const WORDS_MODELINE = '# yaml-language-server: $schema=../../schemas/words.schema.json';
