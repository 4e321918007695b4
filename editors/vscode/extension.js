// Starts `vflc lsp` for .layout files. The server does all the work; this file only wires
// VS Code's language client to it.
'use strict';

const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration('vflc').get('path') || 'vflc';
  const serverOptions = {
    run: { command, args: ['lsp'], transport: TransportKind.stdio },  // the client appends --stdio
    debug: { command, args: ['lsp'], transport: TransportKind.stdio },
  };
  const clientOptions = {
    documentSelector: [{ scheme: 'file', language: 'layout' }, { scheme: 'untitled', language: 'layout' }],
  };
  client = new LanguageClient('vflc', 'Layout (vflc)', serverOptions, clientOptions);
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
