-- vflc's language server in Neovim 0.7 or later, with the built-in client (no plugins).
-- Copy this file to ~/.config/nvim/plugin/vflc.lua (or `dofile` it from init.lua).
-- `vflc` must be on PATH, or set vim.g.vflc_path before this file runs.
-- Tested with Debian's Neovim 0.7 (Tests/vflcTests/NeovimTests.swift).

-- Neovim 0.7 ignores vim.filetype.add unless filetype.lua is switched on (the default from 0.8).
vim.g.do_filetype_lua = 1
vim.filetype.add({ extension = { layout = 'layout' } })

local function on_attach(_, bufnr)
  local function map(keys, fn) vim.keymap.set('n', keys, fn, { buffer = bufnr, silent = true }) end
  -- Plain `gd` is Vim's "go to local declaration" (a text search), not the server's definition.
  map('gd', vim.lsp.buf.definition)
  map('K', vim.lsp.buf.hover)            -- the default from 0.8 on; 0.7 needs the mapping
  map('gr', vim.lsp.buf.references)
  map('<leader>rn', vim.lsp.buf.rename)
  map('<leader>ca', vim.lsp.buf.code_action)
  vim.bo[bufnr].commentstring = '// %s'
  vim.bo[bufnr].omnifunc = 'v:lua.vim.lsp.omnifunc'   -- completion with <C-x><C-o>
  -- Frames as inlay hints (Neovim 0.10+).
  if vim.lsp.inlay_hint and vim.lsp.inlay_hint.enable then pcall(vim.lsp.inlay_hint.enable, true, { bufnr = bufnr }) end
end

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'layout',
  callback = function(args)
    local config = {
      name = 'vflc',
      cmd = { vim.g.vflc_path or 'vflc', 'lsp', '--stdio' },
      root_dir = vim.fn.getcwd(),
      on_attach = on_attach,
      -- The `vflc` section of the settings (sent in workspace/didChangeConfiguration, and the
      -- answer to workspace/configuration where the client declares it): frames = false hides
      -- the frame hints (docs/editors.md).
      settings = { vflc = { inlayHints = { frames = true } } },
    }
    if vim.lsp.start then
      vim.lsp.start(config)  -- 0.8+: one client for every .layout buffer of the directory
    else
      -- 0.7: start one client, attach each buffer to it.
      _G.vflc_client_id = _G.vflc_client_id or vim.lsp.start_client(config)
      vim.lsp.buf_attach_client(args.buf, _G.vflc_client_id)
    end
  end,
})
