import { main } from './main';

/** `npm run upgrade -- …` (see main.ts). */
void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
