// Starts `vflc lsp` for .layout files. The server does all the work; this file only wires
// VS Code's language client to it, and hands it the `vflc.*` settings: at start as
// initializationOptions, and on every change (the client sends the `vflc` section in
// workspace/didChangeConfiguration; the server may also ask for it with workspace/configuration).
'use strict';

const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

// The server's settings (docs/editors.md): the keys it reads from initializationOptions.
function serverSettings(configuration) {
  return { inlayHints: { frames: configuration.get('inlayHints.frames', true) !== false } };
}

function activate(context) {
  const configuration = vscode.workspace.getConfiguration('vflc');
  const command = configuration.get('path') || 'vflc';
  const serverOptions = {
    run: { command, args: ['lsp'], transport: TransportKind.stdio },  // the client appends --stdio
    debug: { command, args: ['lsp'], transport: TransportKind.stdio },
  };
  const clientOptions = {
    documentSelector: [{ scheme: 'file', language: 'layout' }, { scheme: 'untitled', language: 'layout' }],
    initializationOptions: serverSettings(configuration),
    synchronize: { configurationSection: 'vflc' },
  };
  client = new LanguageClient('vflc', 'Layout (vflc)', serverOptions, clientOptions);
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate, serverSettings };
