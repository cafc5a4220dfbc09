// What the functions' index.ts wires from the jobs module (index.ts only re-exports triggers):
//   export { runJobs, scheduledJobs } from './jobs/index-wiring';
export { runJobs, scheduledJobs } from './jobs.http';
