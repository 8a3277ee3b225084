// Placeholder: the wagmi example is being written (issue 15).
document.getElementById('root')!.textContent = 'wagmi example'
