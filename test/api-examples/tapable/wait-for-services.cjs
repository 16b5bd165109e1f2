const { AsyncSeriesLoopHook } = require('tapable');

const checkServices = new AsyncSeriesLoopHook(['attempts']);

// A tap returns a value while its service is not ready: tapable then starts
// over from the first tap. The hook is done once a whole round of taps
// returns undefined.
checkServices.tapPromise('database', async (attempts) => {
  attempts.database += 1;
  console.log(`database check ${attempts.database}`);
  if (attempts.database < 3) return 'not ready yet';
});

checkServices.tapPromise('cache', async (attempts) => {
  attempts.cache += 1;
  console.log(`cache check ${attempts.cache}`);
});

checkServices.promise({ database: 0, cache: 0 }).then(() => {
  console.log('all services ready');
});
