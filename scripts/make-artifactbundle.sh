#!/usr/bin/env bash
# Builds `vflc-build` (the command line the plugins run: emit and check, without the language
# server and the preview) for this host and packs it as an artifact bundle (SE-0305), so that a
# team's builds run it instead of compiling vflc (docs/codegen.md, "A lean tool for builds").
#
#   scripts/make-artifactbundle.sh                 # release build → Artifacts/vflc-build.artifactbundle
#   scripts/make-artifactbundle.sh --zip           # … and vflc-build.artifactbundle.zip with its checksum
#   scripts/make-artifactbundle.sh --configuration debug   # reuse a debug build (CI, after `swift build`)
#   scripts/make-artifactbundle.sh --output DIR    # somewhere else (a team's own repository)
#
# While Artifacts/vflc-build.artifactbundle exists, this package's plugins use it (Package.swift);
# delete it to build the tool from source again. It is the tool of the commit it was made from:
# make it again after updating vflc.
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=release
output=Artifacts
zip=no
while [ $# -gt 0 ]; do
    case "$1" in
        --configuration) configuration="${2:?--configuration needs debug or release}"; shift 2 ;;
        --output) output="${2:?--output needs a directory}"; shift 2 ;;
        --zip) zip=yes; shift ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "make-artifactbundle.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
    esac
done
case "$configuration" in debug|release) ;; *) echo "make-artifactbundle.sh: --configuration is debug or release" >&2; exit 2 ;; esac

# A release tool for Linux links the Swift runtime in, so the bundle runs where no toolchain
# is installed; on macOS the runtime is part of the system.
flags=()
if [ "$configuration" = release ] && [ "$(uname -s)" = Linux ]; then flags+=(--static-swift-stdlib); fi
swift build -c "$configuration" --product vflc-build "${flags[@]+"${flags[@]}"}"
binary="$(swift build -c "$configuration" --show-bin-path)/vflc-build"

# The host's triple, as SwiftPM matches a bundle's variants against it.
triple="$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\([^"]*\)".*/\1/p' | head -n 1)"
[ -n "$triple" ] || { echo "make-artifactbundle.sh: cannot tell this host's target triple" >&2; exit 2; }
version="$(git describe --always --dirty 2>/dev/null || echo unknown)"

bundle="$output/vflc-build.artifactbundle"
variant="vflc-build-$version-$triple"
rm -rf "$bundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/vflc-build"
cat > "$bundle/info.json" <<JSON
{
    "schemaVersion": "1.0",
    "artifacts": {
        "vflc-build": {
            "type": "executable",
            "version": "$version",
            "variants": [
                { "path": "$variant/bin/vflc-build", "supportedTriples": ["$triple"] }
            ]
        }
    }
}
JSON
echo "wrote $bundle ($triple, $version, $configuration)"

if [ "$zip" = yes ]; then
    rm -f "$bundle.zip"
    (cd "$output" && zip -qr vflc-build.artifactbundle.zip vflc-build.artifactbundle)
    echo "wrote $bundle.zip; checksum for .binaryTarget(url:checksum:): $(swift package compute-checksum "$bundle.zip")"
fi
