// Resident memory of a process and every process it started (a primary and its workers), from
// /proc: what the machine gives the shop, whatever part of it (JavaScript heap, buffers, the
// embedded database's WebAssembly memory) holds it.
import { readdirSync, readFileSync } from 'node:fs';

/** The parent pid of every process now running. */
function parents() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  return parentOf;
}

/** `pid` and its descendants. */
function processTree(pid) {
  const parentOf = parents();
  const tree = new Set([pid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [child, parent] of parentOf)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grown = true;
      }
  }
  return [...tree];
}

/** VmRSS of one process in bytes (0 once it ended). */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb === undefined ? 0 : Number(kb) * 1024;
  } catch {
    return 0;
  }
}

/** Resident memory of `pid` and its descendants, in bytes, with the number of processes. */
export function treeRss(pid) {
  const pids = processTree(pid);
  return { bytes: pids.reduce((sum, p) => sum + rssOf(p), 0), processes: pids.length };
}
