import { runCli } from './commands';

// `node server/dist/cli/main.js <command> ...`; `npm run admin-token -- <email>` and `npm run add-user -- ...`.
runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
