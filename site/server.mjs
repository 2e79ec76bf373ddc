/**
 * Starts the built site (Astro's Node server in dist/) and fails loudly when it cannot listen.
 * Astro's standalone server reports a listen error only through a promise nobody awaits, and its
 * adapter silences unhandled rejections outside requests, so a taken port used to end the process
 * with exit code 0 and no word. Here the same server is started by hand and an error ends it with
 * exit code 1 and one line naming the address. PORT and HOST from the environment, as before.
 */
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { startServer } = await import('./dist/server/entry.mjs');
const { server } = startServer();
server.server.on('error', (error) => {
  console.error(`site cannot listen on ${process.env.HOST ?? 'localhost'}:${process.env.PORT ?? 8080}: ${error.code ?? error.message}`);
  process.exit(1);
});
