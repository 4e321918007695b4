-- Drives Neovim's own LSP client with editors/neovim/vflc.lua (NeovimTests.swift): waits for
-- the diagnostics, presses `gd` on a use of `box`, hovers, asks for the frame hints (also after
-- switching them off in the settings), writes what it saw as JSON, quits.
vim.g.vflc_path = os.getenv('VFLC')
dofile(os.getenv('VFLC_NVIM_CONFIG'))

local result = {}
local function finish()
  local f = io.open(os.getenv('RESULT'), 'w')
  f:write(vim.fn.json_encode(result))
  f:close()
  vim.cmd('qa!')
end

vim.api.nvim_create_autocmd('VimEnter', { callback = function()
  vim.defer_fn(function()
    local ok, err = pcall(function()
      local buf = vim.api.nvim_get_current_buf()
      result.filetype = vim.bo[buf].filetype
      result.got_diagnostics = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
      result.diagnostics = {}
      for _, d in ipairs(vim.diagnostic.get(buf)) do
        table.insert(result.diagnostics, { lnum = d.lnum, col = d.col, code = d.code, message = d.message })
      end
      -- `gd` on `box` in `box.width == 100` (line 4): the declaration on line 1.
      vim.api.nvim_win_set_cursor(0, { 4, 1 })
      vim.cmd('normal gd')
      vim.wait(10000, function() return vim.api.nvim_win_get_cursor(0)[1] == 1 end, 20)
      result.after_gd = vim.api.nvim_win_get_cursor(0)
      vim.api.nvim_win_set_cursor(0, { 4, 1 })
      local responses = vim.lsp.buf_request_sync(buf, 'textDocument/hover', vim.lsp.util.make_position_params(), 10000)
      for _, r in pairs(responses or {}) do
        if r.result then result.hover = r.result.contents.value end
      end
      -- The frame hints, then again after the `vflc` settings switch them off: Neovim 0.7
      -- sends the client's `settings` in workspace/didChangeConfiguration (at start, and when
      -- told to, as here); later versions also answer the server's workspace/configuration.
      local function hints()
        local params = { textDocument = vim.lsp.util.make_text_document_params(),
                         range = { start = { line = 0, character = 0 }, ['end'] = { line = 10, character = 0 } } }
        local labels = {}
        for _, r in pairs(vim.lsp.buf_request_sync(buf, 'textDocument/inlayHint', params, 10000) or {}) do
          for _, h in ipairs(r.result or {}) do table.insert(labels, h.label) end
        end
        return labels
      end
      result.hints = hints()
      local client = vim.lsp.get_active_clients()[1]
      client.config.settings.vflc.inlayHints.frames = false
      client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
      vim.wait(300)
      result.hints_off = #hints()
    end)
    if not ok then result.error = tostring(err) end
    finish()
  end, 0)
end })
