#!/usr/bin/env node
// `npm start`: builds the web app and bundles the server where their sources changed since the last
// time, then runs the server's bundle in this same process (one Node start fewer).
import { pathToFileURL } from 'node:url';
import { buildServerIfChanged, serverEntry } from './build-server.mjs';
import { buildWebIfChanged } from './build-web-if-changed.mjs';

if (!buildWebIfChanged()) process.exit(1);
if (!(await buildServerIfChanged())) process.exit(1);
// Without source maps: Node maps every stack that is read through them, which is slow on a bundle this
// size. The bundle is not minified and keeps its names, so its stack traces read as they are.
await import(pathToFileURL(serverEntry).href);
