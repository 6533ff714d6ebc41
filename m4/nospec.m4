dnl nospec.m4 - configure macros for building a GCC plugin.

dnl NOSPEC_TARGET_GCC: --with-gcc=PROG, the GCC the plugin is built for.
AC_DEFUN([NOSPEC_TARGET_GCC], [
  AC_ARG_WITH([gcc],
    [AS_HELP_STRING([--with-gcc=PROG],
      [build the plugin for this GCC driver (default: gcc); e.g. gcc-11,
       aarch64-linux-gnu-gcc-12])],
    [NOSPEC_GCC=$withval], [NOSPEC_GCC=gcc])
  AS_IF([test "x$NOSPEC_GCC" = xyes || test "x$NOSPEC_GCC" = xno || test -z "$NOSPEC_GCC"],
    [AC_MSG_ERROR([--with-gcc needs the name of a GCC driver, e.g. --with-gcc=gcc-12])])
  AC_MSG_CHECKING([for the target GCC $NOSPEC_GCC])
  NOSPEC_GCC_VERSION=`$NOSPEC_GCC -dumpfullversion 2>/dev/null || $NOSPEC_GCC -dumpversion 2>/dev/null`
  AS_IF([test -z "$NOSPEC_GCC_VERSION"],
    [AC_MSG_RESULT([no])
     AC_MSG_ERROR([cannot run '$NOSPEC_GCC'; install it or pass --with-gcc=PROG])])
  NOSPEC_TARGET=`$NOSPEC_GCC -dumpmachine`
  AC_MSG_RESULT([$NOSPEC_GCC_VERSION for $NOSPEC_TARGET])
  NOSPEC_GCC_MAJOR=`echo "$NOSPEC_GCC_VERSION" | sed 's/\..*//'`
  AS_IF([test "$NOSPEC_GCC_MAJOR" -lt 11 2>/dev/null],
    [AC_MSG_ERROR([nospec needs GCC 11 or later; $NOSPEC_GCC is $NOSPEC_GCC_VERSION])])
  dnl The matching g++ driver, for C++ tests (optional).
  nospec_gxx=`echo "$NOSPEC_GCC" | sed 's/gcc\(-[[0-9]]*\)\{0,1\}$/g++\1/'`
  AS_IF([$nospec_gxx -dumpversion >/dev/null 2>&1], [NOSPEC_GXX=$nospec_gxx], [NOSPEC_GXX=])
  AC_SUBST([NOSPEC_GCC])
  AC_SUBST([NOSPEC_GXX])
  AC_SUBST([NOSPEC_GCC_VERSION])
  AC_SUBST([NOSPEC_TARGET])
])

dnl NOSPEC_PLUGIN_DIR: where the plugin is installed (--with-plugindir).
AC_DEFUN([NOSPEC_PLUGIN_DIR], [
  AC_ARG_WITH([plugindir],
    [AS_HELP_STRING([--with-plugindir=DIR],
      [install nospec.so here (default: the target GCC's own plugin
       directory, so that -fplugin=nospec finds it by short name)])],
    [plugindir=$withval],
    [plugindir=`$NOSPEC_GCC -print-file-name=plugin`])
  AC_SUBST([plugindir])
  AC_ARG_WITH([gcc-plugin-incdir],
    [AS_HELP_STRING([--with-gcc-plugin-incdir=DIR],
      [GCC plugin headers (default: `$GCC -print-file-name=plugin`/include)])],
    [NOSPEC_GCC_PLUGIN_INCDIR=$withval],
    [NOSPEC_GCC_PLUGIN_INCDIR=`$NOSPEC_GCC -print-file-name=plugin`/include])
  AC_SUBST([NOSPEC_GCC_PLUGIN_INCDIR])
])

dnl NOSPEC_CHECK_PLUGIN_HEADERS: compile a test against the plugin headers
dnl with the host C++ compiler; name the Debian package when they are absent.
dnl GCC 16's headers need C++14 or later, but autoconf's AC_PROG_CXX can
dnl have put -std=gnu++11 into CXX (it does for g++-16, whose default is
dnl C++20): when the headers do not compile as they are, try again with
dnl -std=gnu++14 and build the plugin with it (NOSPEC_PLUGIN_CXXSTD).
AC_DEFUN([NOSPEC_CHECK_PLUGIN_HEADERS], [
  nospec_pkg="gcc-$NOSPEC_GCC_MAJOR-plugin-dev"
  AS_CASE([$NOSPEC_TARGET],
    [x86_64-linux-gnu], [],
    [*-linux-*], [nospec_pkg="gcc-$NOSPEC_GCC_MAJOR-plugin-dev-$NOSPEC_TARGET"])
  AC_MSG_CHECKING([for GCC plugin headers in $NOSPEC_GCC_PLUGIN_INCDIR])
  AS_IF([test ! -f "$NOSPEC_GCC_PLUGIN_INCDIR/gcc-plugin.h"],
    [AC_MSG_RESULT([no])
     AC_MSG_ERROR([the plugin headers for $NOSPEC_GCC are missing; on Debian install the package $nospec_pkg (apt-get install $nospec_pkg)])])
  AC_LANG_PUSH([C++])
  nospec_save_CPPFLAGS=$CPPFLAGS
  nospec_save_CXXFLAGS=$CXXFLAGS
  CPPFLAGS="$CPPFLAGS -I$NOSPEC_GCC_PLUGIN_INCDIR"
  nospec_headers_ok=no
  for NOSPEC_PLUGIN_CXXSTD in "" -std=gnu++14; do
    CXXFLAGS="$nospec_save_CXXFLAGS $NOSPEC_PLUGIN_CXXSTD"
    AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "diagnostic.h"
]], [[return plugin_default_version_check (0, 0);]])],
      [nospec_headers_ok=yes; break])
  done
  CPPFLAGS=$nospec_save_CPPFLAGS
  CXXFLAGS=$nospec_save_CXXFLAGS
  AC_LANG_POP([C++])
  AS_IF([test $nospec_headers_ok = no],
    [AC_MSG_RESULT([no])
     AC_MSG_ERROR([the plugin headers in $NOSPEC_GCC_PLUGIN_INCDIR do not compile with $CXX; install $nospec_pkg and a matching g++ (see config.log)])])
  AC_MSG_RESULT([yes${NOSPEC_PLUGIN_CXXSTD:+ (with $NOSPEC_PLUGIN_CXXSTD)}])
  AC_SUBST([NOSPEC_PLUGIN_CXXSTD])
])

dnl NOSPEC_TARGET_ARCH: which runtime/nospec/ARCH.h the target uses.
AC_DEFUN([NOSPEC_TARGET_ARCH], [
  AS_CASE([$NOSPEC_TARGET],
    [x86_64-*|i?86-*], [NOSPEC_ARCH=x86],
    [aarch64-*], [NOSPEC_ARCH=aarch64],
    [arm*-*], [NOSPEC_ARCH=arm],
    [powerpc64*-*], [NOSPEC_ARCH=ppc64],
    [riscv64-*], [NOSPEC_ARCH=riscv64],
    [s390x-*], [NOSPEC_ARCH=s390x],
    [AC_MSG_ERROR([nospec has no speculation-safe sequences for $NOSPEC_TARGET])])
  AC_SUBST([NOSPEC_ARCH])
])

dnl NOSPEC_QEMU: how tests run programs built by the target GCC.
AC_DEFUN([NOSPEC_QEMU], [
  nospec_host=`${CC-cc} -dumpmachine 2>/dev/null`
  NOSPEC_RUN_WRAPPER=
  NOSPEC_QEMU_LD_PREFIX=
  AS_IF([test "x$NOSPEC_TARGET" != "x$nospec_host"], [
    AS_CASE([$NOSPEC_TARGET],
      [aarch64-*], [nospec_qemu=qemu-aarch64],
      [arm*-*], [nospec_qemu=qemu-arm],
      [i?86-*], [nospec_qemu=qemu-i386],
      [powerpc64le-*], [nospec_qemu=qemu-ppc64le],
      [riscv64-*], [nospec_qemu=qemu-riscv64],
      [s390x-*], [nospec_qemu=qemu-s390x],
      [nospec_qemu=])
    AS_IF([test -n "$nospec_qemu"], [
      AC_PATH_PROG([NOSPEC_RUN_WRAPPER], [$nospec_qemu])
      AS_IF([test -z "$NOSPEC_RUN_WRAPPER"],
        [AC_MSG_WARN([$nospec_qemu not found: run tests for $NOSPEC_TARGET will be UNSUPPORTED (apt-get install qemu-user)])])
      NOSPEC_QEMU_LD_PREFIX=/usr/$NOSPEC_TARGET])
  ])
  AC_SUBST([NOSPEC_RUN_WRAPPER])
  AC_SUBST([NOSPEC_QEMU_LD_PREFIX])
])
