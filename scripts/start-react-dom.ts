/**
 * The first module the start script (start-after-paint.js) imports, in a task
 * of its own: React DOM sets itself up here (rolldown runs a CommonJS package
 * when it is first required), so that work no longer adds to the task that runs
 * Vike and the page's code. Lighthouse's Total Blocking Time counts each task's
 * time beyond 50 ms; three medium tasks block less than one long one.
 * `tooling/start-plugin.ts` makes this file a chunk of its own in the build.
 */
import 'react-dom/client'
