// Owns a supervised process's end: it leaves when its supervisor is gone, however the supervisor ended (SIGKILL included).
// Loaded into every child with `node --import`; the supervisor holds the other end of the child's IPC channel, which the
// operating system closes when the supervisor's process ends.
if (process.channel) {
  // The channel must not keep a service alive that has finished its work.
  process.channel.unref();
  process.once('disconnect', () => {
    // The service's own SIGTERM handler closes its server; a service without one ends at once.
    process.kill(process.pid, 'SIGTERM');
    setTimeout(() => process.exit(1), 5_000).unref();
  });
}
