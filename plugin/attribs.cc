/* attribs.cc - the nospec attributes.

     __attribute__ ((nospec_harden))            function: look at it even
                                                 with scope=annotated
     __attribute__ ((nospec_skip))              function: never touch it
     __attribute__ ((nospec_untrusted))         parameter: attacker data
     __attribute__ ((nospec_untrusted_result))  function: returns attacker
                                                 data

   None takes arguments.  Misuse (another kind of declaration, arguments,
   nospec_harden with nospec_skip) is warned about at the attribute, in the
   style of GCC's own -Wattributes, and the attribute is dropped.

   Attributes on a function vanish from view once it is inlined; the pass
   therefore finds the function a statement came from through its lexical
   block (see fn_of_stmt in pass.cc), and untrusted parameters and results
   are marked in the IL before inlining (mark_sources in taint.cc).  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

namespace nospec {

static tree
handle_fn_attr (tree *node, tree name, tree args, int, bool *no_add_attrs)
{
  if (args != NULL_TREE)
    {
      warning (OPT_Wattributes, "%qE attribute takes no arguments", name);
      *no_add_attrs = true;
      return NULL_TREE;
    }
  if (TREE_CODE (*node) != FUNCTION_DECL)
    {
      warning (OPT_Wattributes, "%qE attribute only applies to functions",
               name);
      *no_add_attrs = true;
      return NULL_TREE;
    }
  const char *other = strcmp (IDENTIFIER_POINTER (name), "nospec_skip") == 0
                      ? "nospec_harden" : "nospec_skip";
  if (strcmp (IDENTIFIER_POINTER (name), "nospec_untrusted_result") != 0
      && lookup_attribute (other, DECL_ATTRIBUTES (*node)))
    {
      warning (OPT_Wattributes, "%qE attribute conflicts with %qs on %qD; "
               "ignored", name, other, *node);
      *no_add_attrs = true;
    }
  return NULL_TREE;
}

static tree
handle_result_attr (tree *node, tree name, tree args, int flags,
                    bool *no_add_attrs)
{
  handle_fn_attr (node, name, args, flags, no_add_attrs);
  if (!*no_add_attrs && TREE_CODE (*node) == FUNCTION_DECL
      && VOID_TYPE_P (TREE_TYPE (TREE_TYPE (*node))))
    {
      warning (OPT_Wattributes, "%qE attribute on %qD, which returns no "
               "value", name, *node);
      *no_add_attrs = true;
    }
  return NULL_TREE;
}

static tree
handle_param_attr (tree *node, tree name, tree args, int, bool *no_add_attrs)
{
  if (args != NULL_TREE)
    {
      warning (OPT_Wattributes, "%qE attribute takes no arguments", name);
      *no_add_attrs = true;
    }
  else if (TREE_CODE (*node) != PARM_DECL)
    {
      warning (OPT_Wattributes, "%qE attribute only applies to function "
               "parameters", name);
      *no_add_attrs = true;
    }
  return NULL_TREE;
}

/* name, min_len, max_len, decl_req, type_req, fn_type_req,
   affects_type_identity, handler, exclude.  */
static struct attribute_spec harden_attr = {
  "nospec_harden", 0, -1, false, false, false, false, handle_fn_attr, NULL
};
static struct attribute_spec skip_attr = {
  "nospec_skip", 0, -1, false, false, false, false, handle_fn_attr, NULL
};
static struct attribute_spec untrusted_attr = {
  "nospec_untrusted", 0, -1, false, false, false, false, handle_param_attr,
  NULL
};
static struct attribute_spec result_attr = {
  "nospec_untrusted_result", 0, -1, false, false, false, false,
  handle_result_attr, NULL
};

void
register_attributes (void *, void *)
{
  register_attribute (&harden_attr);
  register_attribute (&skip_attr);
  register_attribute (&untrusted_attr);
  register_attribute (&result_attr);
}

bool
fn_skipped (tree fndecl)
{
  return fndecl && lookup_attribute ("nospec_skip", DECL_ATTRIBUTES (fndecl));
}

bool
fn_opted_in (tree fndecl)
{
  return fndecl
         && lookup_attribute ("nospec_harden", DECL_ATTRIBUTES (fndecl));
}

bool
param_untrusted (tree parm)
{
  return lookup_attribute ("nospec_untrusted", DECL_ATTRIBUTES (parm));
}

bool
fn_result_untrusted (tree fndecl)
{
  return fndecl && lookup_attribute ("nospec_untrusted_result",
                                     DECL_ATTRIBUTES (fndecl));
}

} /* namespace nospec */
