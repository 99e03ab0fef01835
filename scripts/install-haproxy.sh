#!/usr/bin/env bash
# Installs Debian's HAProxy, the load balancer of the scale-out topology (deploy/haproxy.cfg), when it is missing.
set -euo pipefail

if command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ]; then exit 0; fi
if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's haproxy for the scale-out topology..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends haproxy >/dev/null
else
  echo "The scale-out topology needs HAProxy: install Debian's 'haproxy' package (apt-get install haproxy)." >&2
  exit 1
fi
