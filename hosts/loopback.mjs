// Preloaded into `netlify dev` (NODE_OPTIONS=--import): it has no option for the address it
// listens on and takes every interface. A server that names no host gets 127.0.0.1 here, so
// the host test serves nothing beyond this machine.
import net from 'node:net'

const listen = net.Server.prototype.listen
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first, second] = args
  if (first === undefined || typeof first === 'function') {
    args.unshift(0, '127.0.0.1')
  } else if (typeof first === 'object' && first !== null && !('path' in first) && !first.host) {
    args[0] = { ...first, host: '127.0.0.1' }
  } else if (typeof first === 'number' && (second === undefined || typeof second === 'function')) {
    args.splice(1, 0, '127.0.0.1')
  }
  return listen.apply(this, args)
}
