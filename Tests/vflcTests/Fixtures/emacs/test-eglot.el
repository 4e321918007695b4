;;; test-eglot.el --- drives eglot with editors/emacs/vflc.el (EglotTests.swift)  -*- lexical-binding: t -*-
;; Opens LAYOUT_FILE, waits for eglot's diagnostics (through flymake), asks for the
;; definition of `box' on line 4, writes what it saw to RESULT as JSON, exits.
(require (quote package))
(add-to-list (quote package-directory-list) "/usr/share/emacs/site-lisp/elpa")
(package-initialize)
(require 'json)
(setq exec-path (cons (getenv "VFLC_DIR") exec-path))
(load (getenv "VFLC_EMACS_CONFIG"))
(let ((result nil))
  (condition-case err
      (progn
        (find-file (getenv "LAYOUT_FILE"))
        (push (cons "mode" (symbol-name major-mode)) result)
        ;; eglot-ensure connects after the next command; batch mode has none, so connect here.
        (apply #'eglot (eglot--guess-contact))
        (let ((deadline (+ (float-time) 30)) diags)
          (while (and (null diags) (< (float-time) deadline))
            (accept-process-output nil 0.1)
            (setq diags (flymake-diagnostics)))
          (push (cons "diagnostics"
                      (vconcat (mapcar (lambda (d)
                                         (list (cons "line" (line-number-at-pos (flymake-diagnostic-beg d)))
                                               (cons "text" (flymake-diagnostic-text d))))
                                       diags)))
                result))
        (goto-char (point-min))
        (forward-line 3)
        (forward-char 1)
        (let* ((backend (xref-find-backend))
               (xrefs (xref-backend-definitions backend (xref-backend-identifier-at-point backend))))
          (push (cons "definition_line"
                      (if xrefs (xref-location-line (xref-item-location (car xrefs))) :null))
                result)))
    (error (push (cons "error" (format "%S" err)) result)))
  (with-temp-file (getenv "RESULT") (insert (json-encode result)))
  (kill-emacs 0))
