import { parseArgs } from 'node:util';
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

/** `--grep x`, `--grep=x` and `--engine` likewise (node's parseArgs); anything unknown is an error, not ignored. */
export function parseArguments(args: string[]): ParsedArguments {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        update: { type: 'boolean', short: 'u', default: false },
        prebuilt: { type: 'boolean', default: false },
        grep: { type: 'string', multiple: true, default: [] },
        engine: { type: 'string', multiple: true, default: [] },
      },
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { help: true };
  const engines: EngineName[] = [];
  for (const name of values.engine) {
    if (!engineNames.includes(name as EngineName)) return { error: `--engine: choose from ${engineNames.join(', ')}` };
    if (!readyEngines.includes(name as EngineName)) return { error: `--engine ${name}: not yet driven by test:visual (${readyEngines.join(', ')} so far)` };
    if (!engines.includes(name as EngineName)) engines.push(name as EngineName);
  }
  return {
    options: {
      update: values.update,
      grep: values.grep.map((text) => text.toLowerCase()),
      engines: engines.length > 0 ? engines : [...readyEngines],
      prebuilt: values.prebuilt,
    },
  };
}
