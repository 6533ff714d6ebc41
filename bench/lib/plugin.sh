# bench/lib/plugin.sh - the plugin a bench script measures, built from the
# committed tree.  Sourced by bench/distro and bench/kernel/run; they set
# REPO and define log and die.
#
# plugin_commit: the last commit that changed what the plugin is built
# from (plugin/, runtime/, the build files), so that results made with one
# plugin stay valid across commits that only touch bench/ or doc/; it is
# the commit a figure names.
plugin_commit ()
{
  git -C "$REPO" log -1 --format=%h -- plugin runtime configure.ac m4 \
    Makefile.am 2>/dev/null
}

# plugin_build DIR COMMIT: build the plugin of COMMIT (git archive) for
# gcc-12 into DIR/COMMIT/nospec.so once; sets PLUGIN.
plugin_build ()
{
  local dir=$1/$2 commit=$2 jobs=${JOBS:-2}
  if [ -f "$dir/nospec.so" ]; then
    PLUGIN=$dir/nospec.so
    return 0
  fi
  log "building the plugin (commit $commit) in $dir"
  rm -rf "$dir"
  mkdir -p "$dir/src" "$dir/build"
  git -C "$REPO" archive "$commit" | tar -xf - -C "$dir/src"
  (cd "$dir/src" && autoreconf -fi && cd "$dir/build" \
     && nice -n 10 ../src/configure --with-gcc=gcc-12 \
     && nice -n 10 make -j"$jobs" -C plugin) >"$dir/build.log" 2>&1 \
    || die "plugin build failed; see $dir/build.log"
  cp "$dir/build/plugin/.libs/nospec.so" "$dir/nospec.so"
  rm -rf "$dir/src" "$dir/build"
  PLUGIN=$dir/nospec.so
}

# plugin_choose DIR [PATH]: PATH if given (PLUGIN_KEY its hash), else the
# plugin of plugin_commit built under DIR (PLUGIN_KEY the commit).  Sets
# PLUGIN, PLUGIN_KEY; checks that it loads into gcc-12.
plugin_choose ()
{
  local dir=$1 path=${2:-}
  if [ -n "$path" ]; then
    PLUGIN=$(readlink -f "$path")
    [ -f "$PLUGIN" ] || die "no plugin at $path"
    PLUGIN_KEY=sha-$(sha256sum "$PLUGIN" | cut -c1-12)
  else
    PLUGIN_KEY=$(plugin_commit)
    [ -n "$PLUGIN_KEY" ] || die "not a git checkout: give --plugin PATH"
    [ -z "$(git -C "$REPO" status --porcelain -- plugin runtime)" ] \
      || log "note: plugin/ or runtime/ has uncommitted changes; the plugin is built from commit $PLUGIN_KEY"
    plugin_build "$dir" "$PLUGIN_KEY"
  fi
  echo 'int f (int *a, unsigned n, unsigned i) { return i < n ? a[i] : 0; }' \
    | gcc-12 -O2 -fplugin="$PLUGIN" -x c -c - -o /dev/null \
    || die "the plugin $PLUGIN does not load into gcc-12"
}
