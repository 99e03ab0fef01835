// Preloaded by the `start` benchmark into the API it starts: answers its parent's 'memory' with process.memoryUsage().
process.on('message', (message) => {
  if (message === 'memory') process.send(process.memoryUsage())
})
process.channel?.unref()
