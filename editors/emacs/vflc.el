;;; vflc.el --- .layout files with vflc's language server through eglot  -*- lexical-binding: t -*-
;; Emacs 29 has eglot built in; Debian 12's Emacs 28 gets it with `apt-get install elpa-eglot'.
;; Load this file from your init file: (load "/path/to/vflc/editors/emacs/vflc.el")
;; `vflc' must be on `exec-path'.  Tested with Debian's Emacs 28.2 and eglot 1.9
;; (Tests/vflcTests/EglotTests.swift).

(require 'eglot)

(define-derived-mode layout-mode prog-mode "Layout"
  "Major mode for vflc .layout files."
  (setq-local comment-start "// ")
  (setq-local comment-end ""))

(add-to-list 'auto-mode-alist '("\\.layout\\'" . layout-mode))
(add-to-list 'eglot-server-programs '(layout-mode . ("vflc" "lsp" "--stdio")))
(add-hook 'layout-mode-hook #'eglot-ensure)
;; The server asks eglot for its settings (workspace/configuration), section `vflc'; to hide
;; the frame hints, in the project's .dir-locals.el:
;;   ((layout-mode . ((eglot-workspace-configuration . (:vflc (:inlayHints (:frames :json-false)))))))

(provide 'vflc)
;;; vflc.el ends here
