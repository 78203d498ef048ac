// Stands in for `node:http` inside the Lambda bundles (infra/cdk/bundling.ts). An ES module import of
// node:http builds a facade that reads every export, and one of them is a lazy getter that loads the
// undici copy inside Node (fetch, WebSocket): about 15 ms of every cold start, for a client that only
// uses http.Agent and http.request. A CommonJS require reads nothing until it is used.
module.exports = require('http');
