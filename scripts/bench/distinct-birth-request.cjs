/**
 * autocannon's setupRequest for the natal bench (a file, because autocannon's worker thread cannot
 * take a function): every request asks a different birth minute in January 1990 in Rome, so every
 * chart is computed and none comes from the server's cache of answers.
 */
let count = 0;

module.exports = function distinctBirthRequest(request) {
  count++;
  const pad = (n) => String(n).padStart(2, '0');
  const minute = count % 60;
  const hour = Math.floor(count / 60) % 24;
  const day = 1 + (Math.floor(count / 1440) % 28);
  request.body = JSON.stringify({ datetime: `1990-01-${pad(day)}T${pad(hour)}:${pad(minute)}`, latitude: 41.9028, longitude: 12.4964, timezone: 1 });
  return request;
};
