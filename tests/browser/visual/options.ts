import { engineNames, readyEngines, type EngineName } from './engine.ts';

export interface VisualOptions {
  /** Write the new pictures as the baselines instead of comparing. */
  update: boolean;
  /** Parts of story ids: only the stories whose id holds one of them. */
  grep: string[];
  engines: EngineName[];
  /** Use the Storybook already built in storybook-static/ (no `storybook build`). */
  prebuilt: boolean;
}

export const usage = `npm run test:visual [-- options]
  --update           write the new pictures as the baselines (all, or those --grep and --engine pick)
  --grep <text>      only the stories whose id holds the text (repeatable; e.g. --grep ui-button)
  --engine <name>    only this engine (repeatable; ${readyEngines.join(', ')} so far; ${engineNames.join(', ')} planned)
  --prebuilt         use the Storybook already in storybook-static/ instead of building it
  --help             this text`;

export type ParsedArguments = { options: VisualOptions } | { error: string } | { help: true };

/** `--grep x`, `--grep=x` and `--engine` likewise; anything unknown is an error, not ignored. */
export function parseArguments(args: string[]): ParsedArguments {
  const options: VisualOptions = { update: false, grep: [], engines: [], prebuilt: false };
  for (let index = 0; index < args.length; index += 1) {
    const [flag, inline] = splitFlag(args[index]!);
    const value = () => inline ?? args[++index];
    switch (flag) {
      case '--help':
      case '-h':
        return { help: true };
      case '--update':
      case '-u':
        options.update = true;
        break;
      case '--prebuilt':
        options.prebuilt = true;
        break;
      case '--grep': {
        const text = value();
        if (!text) return { error: '--grep needs a part of a story id' };
        options.grep.push(text.toLowerCase());
        break;
      }
      case '--engine': {
        const name = value();
        if (!engineNames.includes(name as EngineName)) return { error: `--engine: choose from ${engineNames.join(', ')}` };
        if (!readyEngines.includes(name as EngineName)) return { error: `--engine ${name}: not yet driven by test:visual (${readyEngines.join(', ')} so far)` };
        if (!options.engines.includes(name as EngineName)) options.engines.push(name as EngineName);
        break;
      }
      default:
        return { error: `unknown argument ${args[index]}` };
    }
  }
  if (options.engines.length === 0) options.engines = [...readyEngines];
  return { options };
}

function splitFlag(argument: string): [string, string | undefined] {
  const equals = argument.indexOf('=');
  return argument.startsWith('--') && equals > 0 ? [argument.slice(0, equals), argument.slice(equals + 1)] : [argument, undefined];
}
