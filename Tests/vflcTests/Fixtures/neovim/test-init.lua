-- Drives Neovim's own LSP client with editors/neovim/vflc.lua (NeovimTests.swift): waits for
-- the diagnostics, presses `gd` on a use of `box`, hovers, writes what it saw as JSON, quits.
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
    end)
    if not ok then result.error = tostring(err) end
    finish()
  end, 0)
end })
